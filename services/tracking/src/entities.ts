import { BrowsingRecord } from './entities/browsing-record.entity.js';
import { LoginRecord } from './entities/login-record.entity.js';

export { BrowsingRecord } from './entities/browsing-record.entity.js';
export { LoginRecord, UNKNOWN_LOCATION } from './entities/login-record.entity.js';

export const trackingEntities = [LoginRecord, BrowsingRecord];
