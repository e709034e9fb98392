import { useSaveSectionPart } from '@/lib/admin-api/sections'
import { withinPrefix } from '@/lib/field-errors'
import type { JsonObject } from '@/lib/json-content'
import { useSaveFeedback } from '@/hooks/use-feedback'

// Saving one part of a section's content, with the outcome's toast and the server's messages for
// the fields under `prefix` ('content.features' gives '0.title'). `saved` runs once the server has
// kept it, before the toast (the form takes what it sent as its new saved values).
export function useSavePart(
  sectionName: string,
  prefix: string,
  texts: { updated: string; updateFailed: string },
) {
  const { savePart, isPending } = useSaveSectionPart(sectionName)
  const feedback = useSaveFeedback()

  function save(patch: (content: JsonObject) => JsonObject, saved?: () => void) {
    const { onSuccess, onError } = feedback.outcome(texts.updated, texts.updateFailed, saved)
    savePart(patch).then(onSuccess, onError)
  }

  return {
    save,
    saving: isPending,
    errors: withinPrefix(feedback.errors, prefix),
    setErrors: feedback.setErrors,
  }
}
