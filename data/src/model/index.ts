/** The spec's entities (catalogue.txt §3, member-and-shell.txt §3) and the mappers that derive them from the wire. */
export * from './show.ts';
export * from './showtime.ts';
export * from './cinema.ts';
export * from './member.ts';
export * from './content.ts';
export * from './subscription.ts';
