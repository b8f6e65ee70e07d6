/** The version of the staff's banner this session has shown: each version shows once. */
export const BANNER_SEEN_KEY = 'notification_banner_seen';
