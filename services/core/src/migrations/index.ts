import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121221915 } from './Migration20261121221915.js';
import { Migration20261122193000 } from './Migration20261122193000.js';
import { Migration20261122200000 } from './Migration20261122200000.js';
import { Migration20261122201000 } from './Migration20261122201000.js';
import { Migration20261123080000 } from './Migration20261123080000.js';
import { Migration20261123090000 } from './Migration20261123090000.js';
import { Migration20261123100000 } from './Migration20261123100000.js';
import { Migration20261123110000 } from './Migration20261123110000.js';
import { Migration20261123130000 } from './Migration20261123130000.js';
import { Migration20261123140000 } from './Migration20261123140000.js';
import { Migration20261123150000 } from './Migration20261123150000.js';
import { Migration20261123160000 } from './Migration20261123160000.js';
import { Migration20261123170000 } from './Migration20261123170000.js';
import { Migration20261123180000 } from './Migration20261123180000.js';
import { Migration20261128003000 } from './Migration20261128003000.js';
import { Migration20261128010000 } from './Migration20261128010000.js';
import { Migration20261128050000 } from './Migration20261128050000.js';
import { Migration20261129040000 } from './Migration20261129040000.js';
import { Migration20261129043000 } from './Migration20261129043000.js';
import { Migration20261129051500 } from './Migration20261129051500.js';
import { Migration20261129073000 } from './Migration20261129073000.js';

/** The one forward-only migration stream, in order. Append each new migration; never edit an applied one. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121221915', class: Migration20261121221915 },
  { name: 'Migration20261122193000', class: Migration20261122193000 },
  { name: 'Migration20261122200000', class: Migration20261122200000 },
  { name: 'Migration20261122201000', class: Migration20261122201000 },
  { name: 'Migration20261123080000', class: Migration20261123080000 },
  { name: 'Migration20261123090000', class: Migration20261123090000 },
  { name: 'Migration20261123100000', class: Migration20261123100000 },
  { name: 'Migration20261123110000', class: Migration20261123110000 },
  { name: 'Migration20261123130000', class: Migration20261123130000 },
  { name: 'Migration20261123140000', class: Migration20261123140000 },
  { name: 'Migration20261123150000', class: Migration20261123150000 },
  { name: 'Migration20261123160000', class: Migration20261123160000 },
  { name: 'Migration20261123170000', class: Migration20261123170000 },
  { name: 'Migration20261123180000', class: Migration20261123180000 },
  { name: 'Migration20261128003000', class: Migration20261128003000 },
  { name: 'Migration20261128010000', class: Migration20261128010000 },
  { name: 'Migration20261128050000', class: Migration20261128050000 },
  { name: 'Migration20261129040000', class: Migration20261129040000 },
  { name: 'Migration20261129043000', class: Migration20261129043000 },
  { name: 'Migration20261129051500', class: Migration20261129051500 },
  { name: 'Migration20261129073000', class: Migration20261129073000 },
];
