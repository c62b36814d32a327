#pragma once
/// A host map (`ipclab-cli hostmap --json`, scripts/swarm.sh's hostmap.json) opened in a window
/// of its own: the heat map with the node names on both axes, one panel per path and mechanism.
/// Run > Open host map… GUI thread only.
#include <QString>

class QWidget;

namespace ipclab::app {

/// Reads `path` and shows its map; a file that is not a host map gets a message box with the
/// reason. False when nothing was shown.
bool openHostMapFile(QWidget* parent, const QString& path);

/// Asks for a file (host-map JSON), then openHostMapFile.
void openHostMap(QWidget* parent);

}  // namespace ipclab::app
