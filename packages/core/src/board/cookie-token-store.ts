// The cookie token store in a module of its own, which the board imports only when its options
// ask for cookies: the script tag's default is local storage, so its runtime leaves this out.
export { createCookieTokenStore } from '@jobboard/client';
