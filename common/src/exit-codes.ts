/**
 * The exit code of a program stopped by its configuration (sysexits' EX_CONFIG): restarting it cannot
 * help until an operator fixes a variable, so `npm start`'s supervisor stops instead of retrying.
 */
export const EXIT_CONFIGURATION_ERROR = 78;
