import { request } from 'node:http';

/** POSTs the start of a JSON body that says it is longer, then hangs up, as a caller losing its network would. */
export function hangUpMidJsonBody(url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' } });
    req.on('error', () => resolve());
    req.write('{"query": "{ scholarships { items { id } } }", "variables": {', () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
  });
}
