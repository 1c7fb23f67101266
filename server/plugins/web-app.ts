import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface StaticFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Loads the built web app into memory once; build/precompress.mjs wrote the .gz and .br siblings. */
function loadFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      if (name.endsWith('.gz') || name.endsWith('.br')) continue;
      const body = readFileSync(path);
      const url = `/${relative(root, path).split('\\').join('/')}`;
      files.set(url, {
        body,
        gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
        brotli: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
        type: TYPES[extname(name)] ?? 'application/octet-stream',
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
        // Vite puts content-hashed names under /assets/: they never change, so cache them forever.
        immutable: url.startsWith('/assets/'),
      });
    }
  };
  walk(root);
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply.header('Content-Type', file.type);
  reply.header('ETag', file.etag);
  reply.header('Vary', 'Accept-Encoding');
  reply.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (file.brotli && /\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return reply.send(file.brotli);
  }
  if (file.gzip && /\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(file.gzip);
  }
  return reply.send(file.body);
}

/** Serves the single-page app with history fallback: /teams or /dashboard/matches reload fine. */
export async function webApp(app: FastifyInstance) {
  const root = app.config.webDist;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`No built web app in ${root}: run "npm run build". Only the API is served.`);
    return;
  }
  const files = loadFiles(root);
  const index = files.get('/index.html') as StaticFile;
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = files.get(path);
    if (file) return send(request, reply, file);
    // A missing hashed asset is a 404, not the app: a browser would otherwise parse HTML as JS.
    if (path.startsWith('/assets/') || extname(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return send(request, reply, index);
  });
}
