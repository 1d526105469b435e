import type { ComponentType } from 'react';
import type { CatalogPart } from '../i18n/load-catalog-part';
import { useCatalogPart } from '../i18n/use-catalog-part';

/**
 * A block component whose texts are a catalog part: it renders once the part is in the board's
 * catalog, so it never shows message ids. The board loads a page's parts before it renders the
 * page (the block module's `catalogPart`), on the server too; this covers a block shown some
 * other way, such as one an admin adds in the editor's preview.
 */
export function withCatalogPart<Props extends object>(
  part: CatalogPart,
  Component: ComponentType<Props>,
): ComponentType<Props> {
  function WithCatalogPart(props: Props) {
    return useCatalogPart(part) ? <Component {...props} /> : null;
  }
  WithCatalogPart.displayName = `WithCatalogPart(${Component.displayName ?? Component.name})`;
  return WithCatalogPart;
}
