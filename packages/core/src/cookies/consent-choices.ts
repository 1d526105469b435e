import type { CookieScript } from '@jobboard/schema';

/** The consent id of the tag manager: it loads only once the visitor accepts it. */
export const TAG_MANAGER_COOKIE_ID = 'tag-manager';

/** The category of the tag manager's choice, shared with cookie scripts of that category. */
export const TAG_MANAGER_CATEGORY = 'analytics';

/** One thing the visitor may accept or reject in the cookie settings. */
export interface ConsentChoice {
  id: string;
  /** The category it is listed under. */
  category: string;
  /** Shown as given; `null` means the built-in tag manager, whose texts are translated. */
  name: string | null;
  description: string | null;
}

export interface ConsentChoicesInput {
  cookieScripts: readonly CookieScript[];
  /** SiteSettings.tagManagerKey; a key adds the tag manager as a choice. */
  tagManagerKey: string;
}

/** What the cookie settings offer: the site's cookie scripts, then the tag manager when set up. */
export function consentChoices({
  cookieScripts,
  tagManagerKey,
}: ConsentChoicesInput): ConsentChoice[] {
  const choices: ConsentChoice[] = cookieScripts.map((script) => ({
    id: script.id,
    category: script.type,
    name: script.name,
    description: script.description,
  }));
  if (tagManagerKey.trim() !== '') {
    choices.push({
      id: TAG_MANAGER_COOKIE_ID,
      category: TAG_MANAGER_CATEGORY,
      name: null,
      description: null,
    });
  }
  return choices;
}

/** The choices grouped by category, in the order each category first appears. */
export function groupChoicesByCategory(
  choices: readonly ConsentChoice[],
): [string, ConsentChoice[]][] {
  const groups = new Map<string, ConsentChoice[]>();
  for (const choice of choices) {
    const group = groups.get(choice.category) ?? [];
    group.push(choice);
    groups.set(choice.category, group);
  }
  return [...groups];
}
