// Local stand-ins for the BI tools in the browser flows, on one port (BI_FAKE_PORT), answering in
// the vendors' documented formats: Microsoft Entra ID's token endpoint, the Power BI REST API
// (report, GenerateToken), the page a Power BI report is framed from, and two Qlik Proxy Service ticket endpoints, one
// working and one broken. Tests read what it received (GET /__requests) and what the embed page
// was handed (GET /__embedded). Started by playwright.config.ts.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const port = Number(process.env.BI_FAKE_PORT ?? 3335);
const origin = `http://127.0.0.1:${port}`;

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** What the embed page received from powerbi-client in the browser: the load request's access token. */
const embedded: { accessToken: string; at: string }[] = [];
let issued = 0;

/**
 * The report page Power BI would frame: it takes powerbi-client's load request (an http-post-message
 * over postMessage), answers 202 as Power BI does, shows the token's last characters and reports it.
 */
const EMBED_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Power BI report</title>
<style>body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;height:100vh;background:#f3f2f1;color:#252423}
main{text-align:center}h1{font-size:20px;margin:0 0 8px}output{font-family:monospace}</style></head>
<body><main><h1>Customer overview (local Power BI stand-in)</h1><p>Embed token: <output id="token">waiting</output></p></main>
<script>
window.addEventListener('message', function (event) {
  var message = event.data;
  if (!message || typeof message !== 'object' || !message.headers) return;
  if (message.url === '/report/load' && message.body && message.body.accessToken) {
    var token = message.body.accessToken;
    document.getElementById('token').textContent = token;
    fetch('/__embedded', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken: token }) });
  }
  if (message.method) event.source.postMessage({ headers: { id: message.headers.id }, statusCode: 202, body: null }, event.origin || '*');
});
</script></body></html>`;

function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function answer(req: Received, res: http.ServerResponse) {
  const url = new URL(req.url, origin);
  const path = url.pathname;
  if (path === '/health') return send(res, 200, 'ok', 'text/plain');
  if (path === '/__requests') return send(res, 200, received);
  if (path === '/__embedded' && req.method === 'GET') return send(res, 200, embedded);
  if (path === '/__embedded' && req.method === 'POST') {
    embedded.push({ accessToken: (JSON.parse(req.body) as { accessToken: string }).accessToken, at: new Date().toISOString() });
    return send(res, 204, '');
  }
  // Entra ID: POST /{tenant}/oauth2/v2.0/token (client credentials).
  if (req.method === 'POST' && /^\/[^/]+\/oauth2\/v2\.0\/token$/.test(path)) {
    const form = new URLSearchParams(req.body);
    if (form.get('grant_type') !== 'client_credentials' || !form.get('client_secret')) {
      return send(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    return send(res, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: 'fake-entra-access-token' });
  }
  // Power BI: the report in a workspace, and GenerateToken for it.
  const report = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)(\/GenerateToken)?$/.exec(path);
  if (report) {
    if (req.headers.authorization !== 'Bearer fake-entra-access-token') return send(res, 401, '');
    const [, workspaceId, reportId, generate] = report;
    if (generate) return send(res, 200, { token: `fake-embed-token-${++issued}`, tokenId: randomUUID(), expiration: new Date(Date.now() + 3_600_000).toISOString() });
    return send(res, 200, {
      id: reportId,
      reportType: 'PowerBIReport',
      name: 'Customer overview',
      webUrl: `${origin}/groups/${workspaceId}/reports/${reportId}`,
      // Power BI's own host, as the real API answers (powerbi-client frames no other); the browser
      // flow answers its requests from this stand-in (page.route), so nothing leaves the machine.
      embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&groupId=${workspaceId}`,
      datasetId: 'cfafbeb1-8037-4d0c-896e-a46fb27ff229',
      datasetWorkspaceId: workspaceId,
    });
  }
  if (path === '/reportEmbed') return send(res, 200, EMBED_PAGE, 'text/html; charset=utf-8');
  // Qlik Proxy Service: a working ticket endpoint, and one that refuses as a misconfigured proxy does.
  if (req.method === 'POST' && path === '/qps/broken/ticket') return send(res, 403, 'Forbidden', 'text/plain');
  if (req.method === 'POST' && path === '/qps/hub/ticket') {
    if (req.headers['x-qlik-xrfkey'] !== url.searchParams.get('xrfkey')) return send(res, 400, 'XrfKey mismatch', 'text/plain');
    const { UserDirectory, UserId, Attributes } = JSON.parse(req.body) as Record<string, unknown>;
    return send(res, 201, { UserDirectory, UserId, Attributes, Ticket: `fake-qlik-ticket-${++issued}`, TargetUri: null });
  }
  if (path === '/sense/app/reports') return send(res, 200, '<!doctype html><title>Qlik Sense</title><h1>Qlik Sense reports (local stand-in)</h1>', 'text/html; charset=utf-8');
  return send(res, 404, { error: { code: 'PowerBIEntityNotFound' } });
}

http
  .createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      if (!request.url.startsWith('/__') && request.url !== '/health') received.push(request);
      answer(request, res);
    });
  })
  .listen(port, '127.0.0.1');
