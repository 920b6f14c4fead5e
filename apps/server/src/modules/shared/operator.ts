/**
 * The operator API has one shared key and no staff identity, so every log line and rejection an
 * operator step writes names the channel rather than a person.
 */
export const OPERATOR_NAME = 'operator';
