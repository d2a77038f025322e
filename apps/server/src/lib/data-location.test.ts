import { describe, expect, it } from 'vitest';
import { describeDataLocation } from './data-location';

describe('the start-up line of where the data lives', () => {
  it('names the PGlite folder and the uploads folder', () => {
    expect(
      describeDataLocation(
        { dataDir: '/srv/crowdeck', databaseUrl: null },
        '/srv/crowdeck/uploads',
      ),
    ).toBe('Data: embedded PGlite in /srv/crowdeck/pglite; uploads in /srv/crowdeck/uploads');
  });

  it("names PostgreSQL's host and database, never its password", () => {
    const line = describeDataLocation(
      { dataDir: '/data', databaseUrl: 'postgres://crowdeck:s3cret@db.internal:5433/crowdeck' },
      '/data/uploads',
    );
    expect(line).toBe('Data: PostgreSQL at db.internal:5433/crowdeck; uploads in /data/uploads');
    expect(line).not.toContain('s3cret');
  });
});
