import type pg from 'pg';

/**
 * Writes a crowd into a run straight into the database: `count` participants named `<name>1`,
 * `<name>2` … (their scores at random up to `maxScore`), each answering every quiz and poll slide
 * of the deck with one of its first four options at random.
 */
export async function seedRunAnswers(
  client: pg.Client,
  run: { deckId: string; runId: string },
  crowd: { count: number; name: string; maxScore: number },
): Promise<void> {
  await client.query(
    `INSERT INTO participants (presentation_id, run_id, token_hash, name, name_key, score)
     SELECT $1, $2, md5(random()::text || g), $4::text || g, lower($4::text) || g, (random() * $5::int)::int
     FROM generate_series(1, $3) g`,
    [run.deckId, run.runId, crowd.count, crowd.name, crowd.maxScore],
  );
  await client.query(
    `INSERT INTO answers (participant_id, slide_id, option_id, run_id, request_id, elapsed_ms, points, correct)
     SELECT p.id, s.id, o.id, $2, gen_random_uuid(), (random() * 20000)::int, (random() * 1000)::int, o.is_correct
     FROM participants p
     CROSS JOIN slides s
     JOIN LATERAL (SELECT id, is_correct FROM options WHERE slide_id = s.id
                   ORDER BY position LIMIT 1 OFFSET (random() * 3)::int) o ON true
     WHERE p.run_id = $2 AND s.presentation_id = $1 AND s.type IN ('quiz', 'poll')`,
    [run.deckId, run.runId],
  );
}
