/** A place search's text, in characters: shorter finds too much, longer is no place's name. */
export const PLACE_QUERY_LENGTH = { min: 2, max: 60 } as const;
