import { Image } from "@mantine/core";
import { generateInitialsLogo } from "../../../../shared/companies/companies.rules";

interface CompanyLogoProps {
  name: string;
  /** An address an <img> can load, or null: the initials avatar then stands in. */
  src: string | null;
  size?: number;
}

/** A company's logo; the initials avatar when there is none or it does not load. */
export function CompanyLogo({ name, src, size = 96 }: CompanyLogoProps) {
  return (
    <Image
      src={src}
      fallbackSrc={generateInitialsLogo(name.trim() || "?")}
      alt={`${name} logo`}
      w={size}
      h={size}
      radius="md"
      fit="contain"
      bd="1px solid var(--mantine-color-gray-3)"
      bg="white"
    />
  );
}
