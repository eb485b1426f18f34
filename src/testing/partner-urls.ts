// Where the member and runtime APIs live in tests (the defaults of src/lib/partner.ts).
export const MEMBER_API = 'http://localhost:8118/partner/118/api'
export const RUNTIME_API = 'http://localhost:8118/runtime'
export const TICKETING = 'http://localhost:8118/ticketing/118'
