import { createMailer, type Mailer } from '@koalarent/messaging/email';
import type { GatewayDeps } from '../../deps.js';

const mailers = new WeakMap<GatewayDeps, Mailer>();

/**
 * The messaging service's mailer (SMTP, or the local mailbox in development), made once per gateway on the first
 * admin e-mail: the gateway sends these itself, since the admin waits to hear whether the mail went out.
 */
export function adminMailer(deps: GatewayDeps): Mailer {
  let mailer = mailers.get(deps);
  if (!mailer) {
    mailer = createMailer(deps.config);
    mailers.set(deps, mailer);
  }
  return mailer;
}
