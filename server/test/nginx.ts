/**
 * The nginx main configuration a test wraps around a site file: everything nginx writes stays
 * inside `prefix` (never the system's nginx). `http` adds lines to the http block.
 */
export function nginxMainConfig(prefix: string, site: string, http = ''): string {
  return `pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${http}  include ${site};
}
`;
}
