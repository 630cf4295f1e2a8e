import { createContext, useContext } from 'react';

/** This response's CSP nonce, given by entry.server to the document's scripts. Empty in the browser. */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
