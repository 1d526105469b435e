export { BoardLink, type BoardLinkProps } from './board-link';
export { jobQueryParams, type LinkTarget, resolveLinkTarget } from './link-target';
