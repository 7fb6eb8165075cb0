import { Anchor, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { CandidateDto } from "../../../../shared/recruitment/candidates.schema";

type CandidateVideoDialogProps = {
  /** Whose intro video to play; null keeps the dialog closed. */
  candidate: CandidateDto | null;
  onClose: () => void;
};

/**
 * A candidate's intro video in a dialog. The server streams it inline with range requests, so the
 * browser's own player seeks without downloading the whole file (docs/product/recruitment.md §5).
 */
export function CandidateVideoDialog({ candidate, onClose }: CandidateVideoDialogProps) {
  // Keep the last candidate while the dialog fades out, so the title does not go blank.
  const [shown, setShown] = useState(candidate);
  if (candidate !== null && candidate !== shown) setShown(candidate);
  const url = shown?.introVideoPath ?? null;
  return (
    <Modal
      opened={candidate !== null}
      onClose={onClose}
      title={shown ? `Intro video: ${shown.name}` : "Intro video"}
      centered
      radius="md"
      size="lg"
    >
      {url && (
        <Stack gap="xs">
          {/* The video stops when the dialog closes: the element leaves with the dialog's content. */}
          {/* biome-ignore lint/a11y/useMediaCaption: candidates record these themselves; there are no captions to offer */}
          <video
            src={url}
            controls
            preload="metadata"
            aria-label={`Intro video of ${shown?.name ?? "the candidate"}`}
            style={{ width: "100%", maxHeight: "60vh", borderRadius: 8, background: "black" }}
          />
          <Text size="xs" c="dimmed">
            Not playing?{" "}
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
              Open the video in a new tab
            </Anchor>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
