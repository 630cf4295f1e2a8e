// TextField is the Field primitives composed; its look lives in Field.css.ts and private/fields.
export {};
