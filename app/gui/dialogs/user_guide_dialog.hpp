#pragma once
/// Help > User guide: docs/user-guide.md, embedded in the program (so that an install in any
/// folder, a .deb or a Windows installer, shows the guide of its own version) and shown as
/// formatted text with a working contents list.
#include <QString>

class QWidget;
class QTextDocument;

namespace ipclab::app {

/// The guide's Markdown as embedded (empty when the build has none).
QString userGuideMarkdown();
/// A heading's anchor as GitHub and the guide's contents list spell it: lower case, spaces to
/// hyphens, everything but letters, digits, '-' and '_' dropped ("Building by hand" ->
/// "building-by-hand").
QString headingAnchor(const QString& heading);
/// Gives every heading of `document` its anchor (headingAnchor), so that "#install" scrolls.
void anchorHeadings(QTextDocument& document);
/// Shows the guide (non-modal; one window, raised when already open).
void showUserGuide(QWidget* parent);

}  // namespace ipclab::app
