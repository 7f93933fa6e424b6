import { BrowsingRecord } from './browsing/browsing-record.entity.js';
import { LoginRecord } from './login/login-record.entity.js';

export { BrowsingRecord } from './browsing/browsing-record.entity.js';
export { LoginRecord, UNKNOWN_LOCATION } from './login/login-record.entity.js';

export const trackingEntities = [LoginRecord, BrowsingRecord];
