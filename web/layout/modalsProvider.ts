// The modals' provider alone: ProtectedLayout loads this module lazily, so the chunk holds the provider
// and what it needs, not the whole @mantine/modals package that a lazy import of it would keep whole.
export { ModalsProvider } from "@mantine/modals";
