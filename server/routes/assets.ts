import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boardPhotos, teamLogos, teams } from '../db/schema';
import { crestSvg, isCrestKey, NEUTRAL_CREST_SVG } from '../services/crest';
import { IMAGE_FILE } from '../services/logos';

/** Team crests (generated), uploaded logos and board photos, shared by every instance through the database. */
export async function assetRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: { key?: unknown } }>(
    '/crests/:file',
    async (request, reply) => {
      const match = /^(\d+)\.svg$/.exec(request.params.file);
      const teamId = match ? Number(match[1]) : Number.NaN;
      const [team] = Number.isSafeInteger(teamId)
        ? await app.db
            .select({ name: teams.name, nameShort: teams.nameShort, accepted: teams.accepted })
            .from(teams)
            .where(eq(teams.id, teamId))
        : [];
      if (!team) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      reply.type('image/svg+xml');
      if (team.accepted) {
        return reply
          .header('Cache-Control', 'public, max-age=86400')
          .send(crestSvg(team.name, team.nameShort));
      }
      // A team awaiting acceptance is named to its own members and admins only, whose answers carry
      // the crest's key (decision 037); anyone else gets a plain shield, asked for again once the
      // team may be accepted.
      const key = typeof request.query.key === 'string' ? request.query.key : undefined;
      if (!isCrestKey(app.config.jwtSecret, teamId, key)) {
        return reply.header('Cache-Control', 'no-cache').send(NEUTRAL_CREST_SVG);
      }
      return reply.header('Cache-Control', 'private, no-cache').send(crestSvg(team.name, team.nameShort));
    },
  );

  /** An uploaded image by `<id>-<hash>.webp`; `load` reads the row of that id. */
  const serveImage =
    (load: (id: number) => Promise<{ contentType: string; data: string; hash: string } | undefined>) =>
    async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      const image = match ? await load(Number(match[1])) : undefined;
      if (!image || image.hash !== match?.[2])
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      // The hash is part of the name, so a new upload gets a new URL and this one can be cached forever.
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.data, 'base64'));
    };

  app.get<{ Params: { file: string } }>(
    '/logos/:file',
    serveImage(async (teamId) => {
      const [logo] = await app.db.select().from(teamLogos).where(eq(teamLogos.teamId, teamId));
      return logo;
    }),
  );

  app.get<{ Params: { file: string } }>(
    '/board-photos/:file',
    serveImage(async (memberId) => {
      const [photo] = await app.db.select().from(boardPhotos).where(eq(boardPhotos.boardMemberId, memberId));
      return photo;
    }),
  );
}
