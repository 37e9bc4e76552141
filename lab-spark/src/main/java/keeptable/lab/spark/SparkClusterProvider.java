package keeptable.lab.spark;

import keeptable.lab.Cluster;

/** Offers Spark to the keeptable command's --spark option: local, local[N], local[*] or spark://host:port. */
public final class SparkClusterProvider implements Cluster.Provider {
    @Override
    public boolean accepts(String master) {
        return master.matches("local(\\[(\\d+|\\*)\\])?") || master.startsWith("spark://")
                || master.equals("yarn") || master.startsWith("k8s://");
    }

    @Override
    public Cluster open(String master) {
        return new SparkCluster(master);
    }
}
