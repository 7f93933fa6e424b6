/**
 * Spec §7 paths, each answered by running a GraphQL document against the same schema and context as /graphql:
 * one behaviour, two doors. Later issues add rows here.
 */

type Body = Record<string, unknown>;

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  document: string;
  /** Builds the variables from the request; wrong JSON types become empty strings so the spec's validation messages answer. */
  variables?: (input: {
    body: Body;
    params: Record<string, string>;
    query: Record<string, unknown>;
  }) => Record<string, unknown>;
  /** Picks the response body from `data`; returning undefined answers 401 (the spec's "401 gives null"). */
  result: (data: Record<string, unknown>) => unknown;
  /** Answer for a null result (default 200 with null). */
  nullStatus?: number;
}

const USER_FIELDS = `id username fullName email phone profileImage isVerified isLocked role rating reviewCount koalaRank itemsListed itemsRented createdAt`;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const optionalText = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const flag = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null);

export const REST_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/auth/me',
    document: `query Me { me { ${USER_FIELDS} } }`,
    result: (d) => d.me,
    nullStatus: 401,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    document: `mutation Login($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: { email: text(body.email), password: text(body.password), rememberMe: flag(body.rememberMe) },
    }),
    result: (d) => d.login,
  },
  {
    method: 'POST',
    path: '/api/auth/admin/login',
    document: `mutation AdminLogin($input: AdminLoginInput!) { adminLogin(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({ input: { email: text(body.email), password: text(body.password) } }),
    result: (d) => d.adminLogin,
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    document: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`,
    variables: ({ body }) => ({
      input: {
        fullName: text(body.fullName),
        username: text(body.username),
        email: text(body.email),
        password: text(body.password),
        confirmPassword: optionalText(body.confirmPassword),
        phone: optionalText(body.phone),
      },
    }),
    result: (d) => d.register,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    document: 'mutation Logout { logout }',
    result: (d) => ({ success: d.logout }),
  },
  {
    method: 'POST',
    path: '/api/auth/verify-email',
    document: 'mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }',
    variables: ({ body }) => ({ token: text(body.token) }),
    result: (d) => ({ success: d.verifyEmail }),
  },
  {
    method: 'POST',
    path: '/api/auth/resend-verification',
    document: 'mutation ResendVerification($email: String!) { resendVerification(email: $email) }',
    variables: ({ body }) => ({ email: text(body.email) }),
    result: (d) => ({ success: d.resendVerification }),
  },
  {
    method: 'GET',
    path: '/api/categories',
    document: 'query Categories { categories { id name icon } }',
    result: (d) => d.categories,
  },
];
