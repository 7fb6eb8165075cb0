import { Center, Loader } from "@mantine/core";

/** The spinner of a page while its role's view arrives (a lazy chunk), in the space the view takes. */
export function ViewLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
