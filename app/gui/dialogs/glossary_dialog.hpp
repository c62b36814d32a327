#pragma once
/// Help > Glossary and the "?" buttons beside the form's fields: the words a first chart uses
/// (median, p99, confidence interval, spin vs block, placement, keep-awake), each in two or
/// three sentences. GUI thread only.
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QToolButton;
class QWidget;
QT_END_NAMESPACE

namespace ipclab::app {

/// The glossary's entry ids, in display order: "median", "p99", "ci", "wait", "placement",
/// "handoff", "keep-awake", "throughput", "anatomy", "floor", "core-map".
QStringList glossaryTerms();
/// The entry `term` as HTML ("<h3>Median</h3><p>…</p>"); empty for an unknown id.
QString glossaryEntry(const QString& term);
/// Shows the glossary, scrolled to `term` (empty: from the top).
void showGlossary(QWidget* parent, const QString& term = QString());
/// A small "?" button that opens the glossary at `term`; its tooltip is the entry's text.
QToolButton* glossaryButton(const QString& term, QWidget* parent = nullptr);

}  // namespace ipclab::app
