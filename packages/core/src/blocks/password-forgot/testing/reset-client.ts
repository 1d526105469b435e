import { createClient } from '@jobboard/client';

/** One call the fake transport received. */
export interface SentCall {
  url: string;
  method: string;
  body: unknown;
}

/** A client whose transport records each call with its body and answers with `respond`. */
export function resetClient(respond: () => Promise<Response> = async () => json({ data: {} })) {
  const calls: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    return respond();
  };
  return { client: createClient({ apiBase: 'https://api.test', fetch }), calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
