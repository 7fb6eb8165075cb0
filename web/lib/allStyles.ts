// Mantine's stylesheets that the screens other than /auth use — the signed-in shell, the other public
// pages, and /auth's own dialogs and signup form — imported by their code (not by /auth's first download,
// which carries only lib/signInStyles.ts), in the order of Mantine's full stylesheet. Component by
// component, not the whole of @mantine/core (295 KB raw, a third of it for components the app never
// draws): a phone parses it and builds its style rules when a signed-in page's code arrives
// (docs/ARCHITECTURE.md, "Web"). `npm run build` fails when the code names a Mantine class none of the
// stylesheets defines, and says which file to add here (scripts/mantine-styles.mjs). The charts' and the
// toasts' styles come with their own chunks (dashboards/components/charts.ts, layout/Toasts.tsx), and those
// of lib/signInStyles.ts with the entry, which every page loads first.
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/EmptyState.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Menu.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/NavLink.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Pagination.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/RingProgress.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Table.css";
import "@mantine/dates/styles.css";
