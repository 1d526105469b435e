/**
 * The inline snippet customers may paste before the script tag, so calls made before the loader
 * arrives are queued in `Jobboard.q` and replayed in order. It keeps a loader that is already
 * there, so it is safe to paste anywhere and more than once:
 *
 * ```js
 * window.Jobboard = window.Jobboard || function () {
 *   (Jobboard.q = Jobboard.q || []).push(arguments);
 * };
 * ```
 */
export const SNIPPET =
  'window.Jobboard=window.Jobboard||function(){(Jobboard.q=Jobboard.q||[]).push(arguments)};';
