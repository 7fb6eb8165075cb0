import { Center, Loader } from "@mantine/core";

/** A full-page spinner while a lazy page's code arrives. */
export function PageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
