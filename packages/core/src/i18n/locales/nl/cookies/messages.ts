/* Compiled from messages.po by lingui compile: edit the PO file, then recompile. */ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"//L+la":["Deze cookies zijn nodig om de site te laten werken en kunnen niet worden uitgeschakeld."],"0GR6t6":["Voorkeuren opslaan"],"BXexb+":["Altijd aan"],"IWjGQB":["Alle cookies weigeren"],"PHWHEO":["Alles accepteren"],"UCytWe":["Cookie-instellingen"],"ZlwDi6":["Analyse"],"d4WWfP":["Google Tag Manager"],"iAL9tI":["Instellen"],"l9mJ3m":["We gebruiken cookies om deze site te laten werken en om je ervaring te verbeteren."],"pKPfrA":["Alle cookies accepteren"],"qFZA7X":["Werking van de site"],"xyWotz":["Meet hoe bezoekers deze site gebruiken, zodat we die kunnen verbeteren."]}',
) as Messages;
