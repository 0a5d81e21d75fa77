import { Injectable } from '@nestjs/common';
import type { DemoSeeder } from './demo-seeder.js';

/**
 * Feature modules register their seeders here (in `onModuleInit`), so demo data grows with the
 * features without this module knowing them.
 */
@Injectable()
export class DemoRegistry {
  private readonly seeders: DemoSeeder[] = [];

  register(seeder: DemoSeeder): void {
    if (this.seeders.some((s) => s.name === seeder.name)) return;
    this.seeders.push(seeder);
    this.seeders.sort((a, b) => a.order - b.order);
  }

  all(): readonly DemoSeeder[] {
    return this.seeders;
  }
}
