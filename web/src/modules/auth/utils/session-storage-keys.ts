// Each stored value has its own key (docs/product-rules.md).
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const AUTH_STATE_KEY = 'auth_state';
