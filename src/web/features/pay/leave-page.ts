/**
 * Sends the browser to the card provider's page, or where the provider sends it back: a full load,
 * off this app. A module of its own so that tests can see where the page went (jsdom cannot navigate).
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
