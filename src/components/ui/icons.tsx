// The few drawn icons of the interface, in the text's colour. Each is decoration: the
// control it sits in carries the words.
const Icon = ({ d }: { d: string }) => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
  >
    <path d={d} />
  </svg>
)

export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />
export const SearchIcon = () => (
  <Icon d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" />
)
export const PersonIcon = () => (
  <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-3.6 3.9-5.5 7.5-5.5s6.7 1.9 7.5 5.5" />
)
export const ChevronIcon = () => <Icon d="m6 9 6 6 6-6" />
