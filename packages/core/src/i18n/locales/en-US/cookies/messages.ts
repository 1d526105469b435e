/* Compiled from messages.po by lingui compile: edit the PO file, then recompile. */ import type { Messages } from '@lingui/core';
export const messages = JSON.parse(
  '{"//L+la":["These cookies are needed for the site to work and cannot be switched off."],"0GR6t6":["Save preferences"],"BXexb+":["Always on"],"IWjGQB":["Reject all cookies"],"PHWHEO":["Accept all"],"UCytWe":["Cookie settings"],"ZlwDi6":["Analytics"],"d4WWfP":["Google Tag Manager"],"iAL9tI":["Configure"],"l9mJ3m":["We use cookies to make this site work and to improve your experience."],"pKPfrA":["Accept all cookies"],"qFZA7X":["Site functionality"],"xyWotz":["Measures how visitors use this site, so we can improve it."]}',
) as Messages;
