import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type AppError, toAppError } from '../../../shared/errors/app-error';
import { REGISTER_MUTATION, type RegisterInput } from '../graphql/register.mutation';

export type RegisterOutcome = { ok: true; email: string } | { ok: false; error: AppError };

export function useRegister() {
  const [mutate, { loading }] = useMutation(REGISTER_MUTATION);
  const register = useCallback(
    async (input: RegisterInput): Promise<RegisterOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        return { ok: true, email: data?.register.email ?? input.email };
      } catch (error) {
        return { ok: false, error: toAppError(error) };
      }
    },
    [mutate],
  );
  return { register, loading };
}
