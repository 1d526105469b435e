export interface WebFont {
  /** Stored in the site's font family setting. */
  readonly id: string;
  readonly label: string;
  /** CSS `font-family` value, with a generic fallback. */
  readonly stack: string;
  /** The Google Fonts family to load, absent for fonts every system has. */
  readonly googleFamily?: string;
}

/** The ten fonts a site may choose (builder.md §9); the default is the system sans-serif. */
export const WEB_FONTS: readonly WebFont[] = [
  { id: 'sans-serif', label: 'Sans-serif', stack: 'sans-serif' },
  { id: 'arial', label: 'Arial', stack: 'Arial, Helvetica, sans-serif' },
  { id: 'georgia', label: 'Georgia', stack: 'Georgia, "Times New Roman", serif' },
  { id: 'roboto', label: 'Roboto', stack: 'Roboto, sans-serif', googleFamily: 'Roboto' },
  {
    id: 'open-sans',
    label: 'Open Sans',
    stack: '"Open Sans", sans-serif',
    googleFamily: 'Open Sans',
  },
  { id: 'lato', label: 'Lato', stack: 'Lato, sans-serif', googleFamily: 'Lato' },
  {
    id: 'montserrat',
    label: 'Montserrat',
    stack: 'Montserrat, sans-serif',
    googleFamily: 'Montserrat',
  },
  { id: 'poppins', label: 'Poppins', stack: 'Poppins, sans-serif', googleFamily: 'Poppins' },
  { id: 'inter', label: 'Inter', stack: 'Inter, sans-serif', googleFamily: 'Inter' },
  {
    id: 'merriweather',
    label: 'Merriweather',
    stack: 'Merriweather, serif',
    googleFamily: 'Merriweather',
  },
];

export const DEFAULT_WEB_FONT = 'sans-serif';

/** The font for a stored id; unknown ids fall back to the default so a bad setting still renders. */
export function webFontOf(id: string | undefined): WebFont {
  return WEB_FONTS.find((font) => font.id === id) ?? WEB_FONTS[0]!;
}
