import { Initial1795315479127 } from './1795315479127-initial.js';
import { Interactions1795316203111 } from './1795316203111-interactions.js';
import { Followups1795316203112 } from './1795316203112-followups.js';

/** Every migration, in order. TypeORM is handed the classes, so no glob or file loading is involved. */
export const migrations = [Initial1795315479127, Interactions1795316203111, Followups1795316203112];
