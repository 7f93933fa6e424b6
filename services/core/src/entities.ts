import { ApiToken } from './api-token/api-token.entity.js';
import { AuditEntry } from './audit/audit-entry.entity.js';
import { Category } from './category/category.entity.js';
import { Favorite } from './favorite/favorite.entity.js';
import { IdentityCheck } from './identity/identity-check.entity.js';
import { Item } from './item/item.entity.js';
import { Report } from './moderation/report.entity.js';
import { UserBlock } from './moderation/user-block.entity.js';
import { Onboarding } from './onboarding/onboarding.entity.js';
import { OutboxEvent } from './outbox/outbox-event.entity.js';
import { Upload } from './uploads/upload.entity.js';
import { EmailVerificationToken } from './user/email-verification-token.entity.js';
import { OAuthAccount } from './user/oauth-account.entity.js';
import { PasswordResetToken } from './user/password-reset-token.entity.js';
import { User } from './user/user.entity.js';

/** The shared kernel's entities; a process adds its own services' entities to these. */
export const coreEntities = [
  User,
  EmailVerificationToken,
  PasswordResetToken,
  OAuthAccount,
  Category,
  Item,
  Favorite,
  Onboarding,
  OutboxEvent,
  Upload,
  AuditEntry,
  ApiToken,
  Report,
  UserBlock,
  IdentityCheck,
];
