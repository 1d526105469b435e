import { REQUEST_TIMEOUT } from './resolve-api-base';

interface Languages {
  languages: { locale?: unknown }[];
}

/**
 * The locale codes of the board's languages, read from `GET /configuration` (its answer may be
 * wrapped in `data`). Resolves `undefined` when the call fails or the answer has no list, so the
 * caller falls back instead of failing: core reports an unreachable API itself.
 */
export async function fetchBoardLanguages(
  apiBase: string,
  host: string,
  fetchImpl: typeof fetch,
): Promise<string[] | undefined> {
  try {
    const response = await fetchImpl(`${apiBase}/api/public/v1/configuration`, {
      headers: { 'X-Site-Host': host },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT),
    });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as Languages & { data?: Languages };
    // A missing list or entry throws here and counts as a failed call.
    return (answer.data ?? answer).languages
      .map((language) => language.locale)
      .filter((locale): locale is string => typeof locale === 'string');
  } catch {
    return undefined;
  }
}
