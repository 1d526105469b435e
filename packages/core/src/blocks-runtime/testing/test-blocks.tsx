import type { BlockProps } from '../block-module';
import { createDataRequest } from '../create-data-request';
import { defineBuiltinBlock } from '../define-builtin-block';
import { useBlockData } from '../use-block-data';

/** The html block as a test renders it: its settings' text in a marked element. */
export function TestHtml({ settings, block }: BlockProps<{ html: string }>) {
  return <div data-testid={`html-${block.id}`}>{settings.html}</div>;
}

export const testHtmlBlock = defineBuiltinBlock('html', () =>
  Promise.resolve({ component: TestHtml }),
);

/** The faq block's title, to see catalogue defaults per locale. */
export const testFaqBlock = defineBuiltinBlock('faq', () =>
  Promise.resolve({
    component: ({ settings, block }: BlockProps<{ title: string }>) => (
      <h2 data-testid={`faq-${block.id}`}>{settings.title}</h2>
    ),
  }),
);

/** A request for a greeting over the public API; its key depends only on `name`. */
export function greetingRequest(name: string) {
  return createDataRequest('greeting', { name }, (client) =>
    client.public.request<string>({
      method: 'GET',
      path: 'greeting',
      query: { name },
      read: (body) =>
        typeof body === 'object' && body !== null && 'greeting' in body
          ? String(body.greeting)
          : '',
    }),
  );
}

/** A block that reads a greeting for its settings' text and declares that read. */
export const testGreetingBlock = defineBuiltinBlock('html', () =>
  Promise.resolve({
    component: ({ settings, block }: BlockProps<{ html: string }>) => {
      const { data } = useBlockData(greetingRequest(settings.html));
      return <p data-testid={`greeting-${block.id}`}>{data ?? 'no data'}</p>;
    },
    requests: (settings: { html: string }) => [greetingRequest(settings.html)],
  }),
);
