import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teamLogos, teams } from '../db/schema';
import { crestSvg } from '../services/crest';

/** Team crests (generated) and uploaded logos, shared by every instance through the database. */
export async function assetRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/crests/:file', async (request, reply) => {
    const match = /^(\d+)\.svg$/.exec(request.params.file);
    const teamId = match ? Number(match[1]) : Number.NaN;
    const [team] = Number.isSafeInteger(teamId)
      ? await app.db
          .select({ name: teams.name, nameShort: teams.nameShort })
          .from(teams)
          .where(eq(teams.id, teamId))
      : [];
    if (!team) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(crestSvg(team.name, team.nameShort));
  });

  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^(\d+)-([a-f0-9]+)\.(png|jpe?g|webp)$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const [logo] = await app.db
      .select()
      .from(teamLogos)
      .where(eq(teamLogos.teamId, Number(match[1])));
    if (!logo || logo.hash !== match[2])
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // The hash is part of the name, so a new upload gets a new URL and this one can be cached forever.
    return reply
      .type(logo.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(logo.data, 'base64'));
  });
}
