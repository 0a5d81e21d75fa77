import { Initial1795315479127 } from './1795315479127-initial.js';

/** Every migration, in order. TypeORM is handed the classes, so no glob or file loading is involved. */
export const migrations = [Initial1795315479127];
