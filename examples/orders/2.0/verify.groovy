// Release 2.0 changed OrderLine.quantity from long to String: the plugin failed the build
// (invoker.buildResult = failure), naming the field and printing the command that accepts the run.
def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE')
assert log.contains('quantity') : 'build.log does not name the changed field'
assert log =~ /\d+ cells? (do|does) not pass, and there is no baseline at/
assert log.contains('mvn verify -Dserialtck.updateBaseline') : 'no accept command in build.log'
def reports = new File(basedir, 'target/serialtck')
['results.json', 'matrix.md', 'index.html'].each { name ->
  assert new File(reports, name).isFile() : "no target/serialtck/$name"
}
return true
