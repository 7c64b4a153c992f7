/** html-validate over built pages, with the rules of the repository's .htmlvalidate.mjs. */
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The errors html-validate finds in `html`, one line each; `file` names it in the lines. */
export async function htmlErrors(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, file);
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(
        (message) =>
          `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
      ),
  );
}
