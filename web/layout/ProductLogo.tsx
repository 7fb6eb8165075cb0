import { Image } from "@mantine/core";

interface ProductLogoProps {
  companyName: string | null;
  size: number;
  /** A second copy of the logo (the phone header) stays out of the accessibility tree. */
  decorative?: boolean;
}

/** The fixed product mark; its alt text names the company the person works for (docs/product/README.md §4.1). */
export function ProductLogo({ companyName, size, decorative = false }: ProductLogoProps) {
  return (
    <Image
      src="/favicon.svg"
      alt={decorative ? "" : `${companyName ?? "HR Platform"} logo`}
      w={size}
      h={size}
      radius="md"
      style={{ flexShrink: 0 }}
    />
  );
}
